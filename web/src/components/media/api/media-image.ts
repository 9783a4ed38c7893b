// The fields of an uploaded picture that MediaImage needs; every query showing one spreads this.
/* GraphQL */ `
  fragment MediaImage_image on Image {
    url
    srcset
    jpegSrcset
    width
    height
    alt
  }
`;
