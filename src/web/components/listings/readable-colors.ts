// Moved to src/core/readable-colors.ts (the server writes badge colours too); kept while the
// admin panel's files move over.
export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  parseHexColor,
  readableColors,
  toHex,
} from '../../../core/readable-colors';
