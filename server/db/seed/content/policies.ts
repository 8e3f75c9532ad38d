import { CONSULTATION_REFUND_POLICY } from '@domain/consultation';
import type { SeedPolicy } from './types.ts';

export const policies: SeedPolicy[] = [
  {
    slug: 'terms',
    title: 'Terms of Use',
    updatedAt: '2026-01-15',
    body: `These Terms of Use ("Terms") govern your use of the Ojas website and mobile experience (the "Platform"), operated by **Ojas Wellness Private Limited**, a company incorporated in India with its registered office at 3rd Floor, 27 Residency Road, Bengaluru, Karnataka 560025 ("Ojas", "we", "us"). By creating an account, placing an order or booking a consultation, you agree to these Terms. If you do not agree, please do not use the Platform.

These Terms are published in accordance with the Information Technology Act, 2000 and the rules made under it, and the Consumer Protection (E-Commerce) Rules, 2020.

## 1. Eligibility

- You must be **at least 18 years old** and capable of entering into a binding contract under the Indian Contract Act, 1872.
- A parent or legal guardian may purchase products or book a consultation on behalf of a minor, and is responsible for that use.
- We may refuse service or suspend an account if we reasonably believe these Terms have been breached.

## 2. Your account

- You may sign in using your email address, phone number or a supported third-party sign-in service.
- You are responsible for keeping your login credentials confidential and for all activity under your account.
- Please provide accurate and current information, including delivery addresses and health details shared for consultations.
- Tell us promptly at support@ojas.example if you suspect unauthorised use of your account.

## 3. Products, orders and pricing

- All prices are shown in **Indian Rupees (INR)** and are **inclusive of GST** unless stated otherwise. Shipping charges, if any, are shown before you pay.
- The maximum retail price (MRP) and our selling price are displayed for each product. Product images are for illustration; packaging may vary.
- Placing an order is an offer to buy. A contract is formed when we confirm dispatch. We may cancel an order, with a full refund, if a product is unavailable, if there is an obvious pricing error, or if we suspect fraud.
- Coupons are subject to their stated conditions, cannot be exchanged for cash and may be withdrawn at any time.
- Details of the seller, country of origin, expiry date and other mandatory information are displayed on product pages as required by law.

## 4. Online consultations

- Consultations are provided by independent Ayurvedic practitioners (BAMS or higher) whose registration we verify before they are listed. Doctors practise in accordance with applicable telemedicine guidelines for Indian systems of medicine.
- The doctor, not Ojas, is responsible for the medical advice and any prescription given. Ojas provides the technology platform and handles bookings and payments.
- A doctor may decline to continue a consultation, or advise an in-person visit, if they believe online consultation is not appropriate.
- **Consultations are not emergency care.** If you have chest pain, difficulty breathing, severe bleeding, sudden weakness, loss of consciousness, thoughts of self-harm or any other emergency, call **112** or go to the nearest hospital immediately.

## 5. Medical disclaimer

Content on the Platform, including articles, product descriptions and ingredient information, is for general information and education only. It is **not a substitute for professional medical advice, diagnosis or treatment**. Ayurvedic products are not intended to diagnose, treat, cure or prevent any disease. Always read the label, follow the directions for use, and consult a qualified physician before starting any product, especially if you are pregnant, breastfeeding, under 18, have a medical condition or take other medicines. Do not stop or change prescribed medication without your treating doctor's advice.

## 6. Acceptable use

You agree not to:

- Use the Platform for any unlawful purpose or in breach of these Terms
- Post reviews that are false, misleading, abusive or written in exchange for payment
- Attempt to access other users' data, disrupt the Platform, or use automated tools to scrape it
- Record a consultation without the doctor's consent, or misuse prescriptions

## 7. Intellectual property

All content on the Platform, including text, graphics, logos, the Ojas name and software, belongs to Ojas or its licensors and is protected by Indian and international law. You may view and print content for personal, non-commercial use. Any other use requires our written permission. Reviews you post remain yours, but you grant us a non-exclusive, royalty-free licence to display them on the Platform.

## 8. Limitation of liability

To the fullest extent permitted by law:

- The Platform is provided on an "as is" and "as available" basis.
- Ojas is not liable for indirect, incidental or consequential losses, or for medical advice given by independent practitioners.
- Our total liability for any claim relating to an order or consultation is limited to the amount you paid for that order or consultation.

Nothing in these Terms limits any rights you have as a consumer under the Consumer Protection Act, 2019, or liability that cannot be excluded under law.

## 9. Indemnity

You agree to indemnify Ojas against claims arising from your breach of these Terms or misuse of the Platform.

## 10. Changes to these Terms

We may update these Terms from time to time. The "last updated" date above shows the latest version. Continued use of the Platform after changes means you accept the updated Terms.

## 11. Governing law and disputes

These Terms are governed by the laws of India. Subject to your rights under consumer protection law, the courts at **Bengaluru, Karnataka** have exclusive jurisdiction over any dispute arising from these Terms or your use of the Platform. We encourage you to contact us first so we can try to resolve any concern quickly.

## 12. Contact and grievance redressal

- **Customer support:** support@ojas.example, +91 80 4000 0000 (Monday to Saturday, 9 am to 7 pm IST)
- **Grievance Officer:** Mr. Rahul Venkataraman, Ojas Wellness Private Limited, 3rd Floor, 27 Residency Road, Bengaluru, Karnataka 560025; grievance@ojas.example

As required by the Consumer Protection (E-Commerce) Rules, 2020, we acknowledge complaints within **48 hours** and aim to resolve them within **one month** of receipt.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    updatedAt: '2026-01-15',
    body: `Ojas Wellness Private Limited ("Ojas", "we", "us") respects your privacy. This Privacy Policy explains how we collect, use, share and protect your personal data when you use the Ojas Platform to shop for products or consult a doctor. We process personal data in accordance with the **Digital Personal Data Protection Act, 2023** ("DPDP Act"), the rules made under it, and the Information Technology Act, 2000. For the purposes of the DPDP Act, Ojas is the **Data Fiduciary** for the data described here.

## 1. Data we collect

### Information you give us

- **Account details:** name, email address, phone number and sign-in information
- **Order details:** delivery and billing addresses, products ordered, and order history
- **Consultation details:** the reason for your consultation, symptoms, medical history, medicines you take, reports you upload, messages exchanged with the doctor, and the doctor's notes and prescription. This is **health data**, and we treat it with particular care.
- **Communications:** messages to our support team, reviews and feedback

### Information collected automatically

- Device and browser type, IP address, and approximate location derived from it
- Pages visited, searches, and actions on the Platform
- Cookies and similar technologies (see section 8)

### Information from third parties

- Payment status and a masked reference from our payment gateway. **We do not store your full card number, CVV or UPI PIN.**
- Basic profile information from a sign-in provider, if you choose to use one.

## 2. Why we use your data

We use personal data only for clear, lawful purposes:

- To create and manage your account and authenticate you
- To process orders, payments, deliveries, returns and refunds
- To book consultations and share relevant information with the doctor you consult
- To provide customer support and send service messages (order updates, appointment reminders)
- To prevent fraud, secure the Platform and meet legal obligations such as tax and accounting
- To improve the Platform using aggregated, de-identified analytics
- To send marketing messages, **only if you have opted in**

## 3. Consent

We rely on your **consent** to process personal data, and on other legitimate uses permitted by the DPDP Act (for example, to comply with law). When you book a consultation, we ask for your specific consent to process health information and share it with your chosen doctor. You may **withdraw consent** at any time through your account settings or by writing to us. Withdrawal does not affect processing already carried out, but we may be unable to provide some services, such as consultations, without the necessary data.

## 4. Sharing your data

We do not sell your personal data. We share it only as needed with:

- **Doctors** you choose to consult, who are bound by medical confidentiality
- **Payment gateway** providers, to process payments and refunds
- **Authentication provider**, to manage secure sign-in
- **Logistics partners**, who receive your name, address and phone number to deliver orders
- **Cloud hosting, email and messaging providers** that help us run the Platform
- **Government or law enforcement authorities**, where required by law

All such processors act on our instructions and are contractually required to protect your data.

## 5. Data retention

We keep personal data only as long as needed for the purposes above or as required by law:

- Account data: while your account is active, and a reasonable period after closure
- Order and invoice records: as required under tax and accounting laws, typically up to eight years
- Consultation records: for the period required by applicable medical record-keeping guidelines, after which they are deleted or de-identified

## 6. Your rights

Under the DPDP Act, you have the right to:

1. **Access** a summary of the personal data we process about you and the processing activities
2. **Correct, complete or update** inaccurate or incomplete data
3. **Erase** data that is no longer needed, subject to legal retention requirements
4. **Withdraw consent** at any time
5. **Nominate** another person to exercise your rights in case of death or incapacity
6. **Seek grievance redressal** from us, and then approach the **Data Protection Board of India** if you are not satisfied

To exercise these rights, write to privacy@ojas.example from your registered email address.

## 7. Security

We use encryption in transit, access controls, and regular reviews to protect your data. Health information is accessible only to you, the doctor you consult and a limited number of authorised staff who need it to support you. No system is completely secure, but if a personal data breach occurs we will notify you and the Data Protection Board as required by law.

## 8. Cookies

We use essential cookies to keep you signed in and to maintain your cart, and analytics cookies to understand how the Platform is used. You can control non-essential cookies through your browser settings. Blocking essential cookies may prevent parts of the Platform from working.

## 9. Children

The Platform is intended for adults. We do not knowingly process personal data of children under 18 without verifiable consent from a parent or guardian, and we do not track or target advertising at children.

## 10. Changes to this policy

We may update this policy from time to time. We will notify you of significant changes by email or through the Platform.

## 11. Grievance Officer

If you have any question or complaint about how your data is handled, please contact:

- **Mr. Rahul Venkataraman, Grievance Officer**
- Ojas Wellness Private Limited, 3rd Floor, 27 Residency Road, Bengaluru, Karnataka 560025
- Email: grievance@ojas.example
- Phone: +91 80 4000 0000 (Monday to Saturday, 9 am to 7 pm IST)

For general support, write to support@ojas.example.`,
  },
  {
    slug: 'refund',
    title: 'Cancellation & Refund Policy',
    updatedAt: '2026-02-02',
    body: `At Ojas, we want every order and consultation to go smoothly. If something is not right, this policy explains how cancellations, returns and refunds work. It applies to all purchases made on the Ojas Platform operated by **Ojas Wellness Private Limited**, Bengaluru.

## 1. Cancelling a product order

- You can cancel an order **any time before it is dispatched** from "My Orders" or by contacting support. You will receive a **full refund**.
- Once an order has been dispatched, it can no longer be cancelled. You may refuse delivery of a cash on delivery order, or follow the return process below if the item qualifies.
- We may cancel an order if a product is out of stock, if the delivery pincode is not serviceable, or if we detect a pricing error or suspected fraud. In these cases you will receive a full refund.

## 2. Returns and replacements

Because our products are health and personal-care consumables, we accept returns only in the following situations:

- **Damaged or leaking** products received in transit
- **Wrong product** delivered (different item, variant or pack size)
- **Expired** products, or products expiring sooner than the minimum shelf life stated on the product page
- **Missing items** from a sealed package

### How to raise a return

1. Raise a request from "My Orders" or write to support@ojas.example **within 7 days of delivery**.
2. Include your order number and a short description of the problem.
3. Attach clear photos of the product, the batch number and expiry date, and the outer packaging. **An unboxing photo or video** taken when you opened the parcel is required for claims of damage, missing items or wrong items.
4. Our team reviews your request within 2 business days. Where needed, we will arrange a reverse pickup; please keep the product and packaging ready.

Once the return is approved, you can choose a **replacement** (subject to stock) or a **refund**.

### Items that cannot be returned

- **Opened, used or partly consumed** products such as tablets, powders, oils, ghee, syrups, teas and creams, unless they were damaged, wrong or expired on arrival
- Products without original packaging, labels or batch details
- Products purchased on clearance where this was clearly stated
- Requests raised more than 7 days after delivery

For your safety and the safety of other customers, we cannot resell opened health products, so we are unable to accept returns simply because a product did not suit you or you changed your mind. If you experience any side effect, please stop using the product, consult a doctor, and let us know so we can pass the information on to the manufacturer.

## 3. Cancelling a consultation

${CONSULTATION_REFUND_POLICY.map((line) => `- ${line}`).join('\n')}

## 4. If the doctor cannot attend

- If the doctor **does not join** within 15 minutes of the scheduled start, or cancels the appointment, you will receive a **full refund** automatically, or you may choose to rebook with the same or another doctor at no extra cost.
- If a consultation cannot be completed because of a technical problem on our side, we will offer a free reschedule or a full refund.
- If a doctor ends a consultation early because they believe you need in-person or emergency care, the fee may be refunded at our discretion. Please contact support.

## 5. How and when refunds are made

- Refunds are issued to the **original payment method** (card, UPI, net banking or wallet).
- Once approved, refunds are processed within **5-7 business days**. Your bank or card issuer may take a few additional days to reflect the amount.
- For **cash on delivery** orders, we will refund to a bank account or UPI ID that you provide. We never ask for your card PIN, OTP or UPI PIN to process a refund.
- Shipping charges are refunded when the return is due to our error (damaged, wrong, expired or missing items).
- If a coupon was used, the refund is for the amount actually paid. Coupons used on a cancelled order may not be reinstated if they have expired.

## 6. Need help?

For any question about cancellations or refunds, contact us at **support@ojas.example** or **+91 80 4000 0000** (Monday to Saturday, 9 am to 7 pm IST). If you are not satisfied with our response, you may escalate to our Grievance Officer, **Mr. Rahul Venkataraman**, at grievance@ojas.example. We acknowledge complaints within 48 hours and aim to resolve them within one month, as required by the Consumer Protection (E-Commerce) Rules, 2020.

This policy does not affect your statutory rights as a consumer under Indian law.`,
  },
  {
    slug: 'shipping',
    title: 'Shipping Policy',
    updatedAt: '2026-02-02',
    body: `Ojas Wellness Private Limited ships orders across India through trusted courier partners. This policy explains how and when your order will reach you, what it costs, and what happens if something goes wrong along the way.

## 1. Where we deliver

- We currently deliver **only within India**.
- Delivery is available to most pincodes across the country. Enter your pincode on a product page or at checkout to check serviceability and an estimated delivery date.
- Some remote pincodes, restricted areas and locations served only by postal services may **not be serviceable** by our courier partners. If your pincode is not serviceable, you will be informed at checkout and will not be able to place the order to that address.
- Some products, such as certain oils and liquids, may have additional restrictions on air shipment and may take longer to reach some locations.

## 2. Dispatch time

- Orders are usually **dispatched within 1-2 business days** of being placed and paid for (or confirmed, for cash on delivery).
- Orders placed on Sundays or public holidays are processed on the next business day.
- During sale periods, festivals or severe weather, dispatch may take slightly longer. We will keep you informed if there is a significant delay.

## 3. Delivery timelines

After dispatch, expected delivery times are:

- **Metro cities** (such as Bengaluru, Mumbai, Delhi NCR, Chennai, Kolkata, Hyderabad, Pune and Ahmedabad): **3-7 days**
- **Other cities and towns**: **5-10 days**
- **Remote areas, the North-East, Jammu & Kashmir, Ladakh and island territories**: may take longer than the above

These are estimates, not guarantees. Weather, local restrictions, strikes and courier operations can cause delays beyond our control.

## 4. Shipping charges

- **Free shipping** on orders of **₹499 or more** (calculated on the order value after discounts).
- A flat shipping fee of **₹49** applies to orders below ₹499.
- The shipping charge, if any, is shown clearly at checkout before payment.
- Consultations are delivered online and carry no shipping charge.

## 5. Cash on delivery

- **Cash on delivery (COD)** is available on many pincodes, for orders up to ₹5,000. Availability is shown at checkout.
- COD may be unavailable for certain pincodes, high-value orders, or accounts with a history of refused deliveries.
- Please keep the exact amount ready where possible. Many of our courier partners also accept UPI at the doorstep.

## 6. Order tracking

- Once your order is dispatched, you will receive the **courier name and tracking number** by email and SMS, and the details will appear under **My Orders**.
- Tracking information may take up to 24 hours to update after dispatch.
- If your tracking has not moved for more than 3 days, please contact us and we will follow up with the courier.

## 7. Delivery attempts and undeliverable addresses

- The courier will usually make **up to three delivery attempts**. Please make sure your phone is reachable so the delivery executive can contact you.
- Please check that your address, landmark, pincode and phone number are complete and correct before placing an order. We cannot change the delivery address after dispatch.
- If an order is returned to us because the address was incorrect or incomplete, the recipient was unreachable, or the delivery was refused, we will contact you. For prepaid orders, we will refund the product value to the original payment method once the package reaches our warehouse, after deducting the shipping charge. Repeated refused COD deliveries may lead to COD being disabled for your account.

## 8. Receiving your order

- Please check that the outer package is sealed and undamaged before accepting it.
- If the package looks tampered with, damaged or is leaking, you may refuse it, or accept it and **record an unboxing video or photos** straight away.
- Report any damaged, wrong, missing or expired item **within 7 days of delivery**, as explained in our Cancellation & Refund Policy.

## 9. Product freshness

Ayurvedic products are natural and many are sensitive to heat and moisture. We store products in controlled conditions and aim to ship items with a reasonable shelf life remaining. Once delivered, please store products as directed on the label, usually in a cool, dry place away from direct sunlight.

## 10. Contact us

For any shipping question, contact **support@ojas.example** or call **+91 80 4000 0000** (Monday to Saturday, 9 am to 7 pm IST). Unresolved concerns can be escalated to our Grievance Officer, **Mr. Rahul Venkataraman**, at grievance@ojas.example.`,
  },
];
