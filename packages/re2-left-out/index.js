// Loading fails on purpose: superstatic catches this and uses JavaScript regular expressions.
throw new Error('re2 is left out of this install (see package.json)');
