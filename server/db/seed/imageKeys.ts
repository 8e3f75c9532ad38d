// Keys of the generated images in the media table (and so under /static).
export const imageKeys = {
  product: (slug: string, view: 1 | 2) => `products/${slug}-${view}`,
  brand: (slug: string) => `brands/${slug}`,
  doctor: (slug: string) => `doctors/${slug}`,
  blogCover: (slug: string) => `blog/${slug}`,
};
