import type { FeatureGroup } from '../../../contract/listing-fields';

/**
 * The Spark (v1) StandardFields this project reads, as the feed sends them
 * (contracts/external-apis.md section 1.6). Values are loosely typed on purpose: Spark sends
 * decimals as strings ("50000.0"), numbers with leading spaces (" -116.3237"), nulls, and the
 * mask "********" in any field the key may not display. The generator of the offline feed
 * produces records of this shape; the normalizer turns them into our listing columns.
 */
export type SparkValue = string | number | boolean | null | undefined;

/** A multi-select feature field: each chosen value maps to true (e.g. {"Vaulted Ceiling(s)": true}). */
export type SparkFeatureSet = Record<string, boolean> | '********' | null;

export type SparkPhoto = {
  Id: string;
  ResourceUri?: string;
  Name?: string;
  Caption?: string;
  Primary?: boolean;
  UriThumb?: string;
  Uri300?: string;
  Uri640?: string;
  Uri800?: string;
  Uri1024?: string;
  Uri1280?: string;
  Uri1600?: string;
  Uri2048?: string;
  UriLarge?: string;
};

/**
 * One open house (`_expand=OpenHouses`, or `/v1/listings/{Id}/openhouses`). The times come in
 * several forms: Date "10/01/2010", StartTime "9:00 am", "09:00-07:00" or "09:00:00-07:00"
 * (contracts 1.6 and the vendor fixture listings/open_houses.json).
 */
export type SparkOpenHouse = {
  Id?: SparkValue;
  ResourceUri?: SparkValue;
  Date?: SparkValue;
  StartTime?: SparkValue;
  EndTime?: SparkValue;
  Comments?: SparkValue;
};

export type SparkStandardFields = {
  ListingKey: string;
  ListingId: SparkValue;
  MlsId?: SparkValue;
  MlsStatus?: SparkValue;
  StandardStatus?: SparkValue;
  ListPrice?: SparkValue;
  ClosePrice?: SparkValue;
  CloseDate?: SparkValue;
  PropertyType?: SparkValue;
  PropertySubType?: SparkValue;
  StreetNumber?: SparkValue;
  StreetDirPrefix?: SparkValue;
  StreetName?: SparkValue;
  StreetSuffix?: SparkValue;
  StreetDirSuffix?: SparkValue;
  StreetAdditionalInfo?: SparkValue;
  UnparsedFirstLineAddress?: SparkValue;
  UnparsedAddress?: SparkValue;
  City?: SparkValue;
  StateOrProvince?: SparkValue;
  PostalCode?: SparkValue;
  CountyOrParish?: SparkValue;
  SubdivisionName?: SparkValue;
  Latitude?: SparkValue;
  Longitude?: SparkValue;
  BedsTotal?: SparkValue;
  BathsTotal?: SparkValue;
  BathsFull?: SparkValue;
  BathsHalf?: SparkValue;
  BathsThreeQuarter?: SparkValue;
  BuildingAreaTotal?: SparkValue;
  LivingArea?: SparkValue;
  LotSizeAcres?: SparkValue;
  LotSizeSquareFeet?: SparkValue;
  YearBuilt?: SparkValue;
  Stories?: SparkValue;
  RoomsTotal?: SparkValue;
  ParkingTotal?: SparkValue;
  GarageSpaces?: SparkValue;
  PublicRemarks?: SparkValue;
  /** Restricted (never displayed or stored as displayable text). */
  PrivateRemarks?: SparkValue;
  ShowingInstructions?: SparkValue;
  BuyerAgencyCompensation?: SparkValue;
  Directions?: SparkValue;
  /** ARMLS-style free-text description (remarks plus agent-written summary). */
  SyndicationRemarks?: SparkValue;
  OnMarketDate?: SparkValue;
  DaysOnMarket?: SparkValue;
  CumulativeDaysOnMarket?: SparkValue;
  ModificationTimestamp?: SparkValue;
  PhotosChangeTimestamp?: SparkValue;
  PhotosCount?: SparkValue;
  ListAgentFirstName?: SparkValue;
  ListAgentLastName?: SparkValue;
  ListAgentPreferredPhone?: SparkValue;
  ListAgentEmail?: SparkValue;
  ListOfficeName?: SparkValue;
  ListOfficePhone?: SparkValue;
  /** IDX display permission flags (RESO). Missing means "not allowed" (we fail closed). */
  InternetEntireListingDisplayYN?: SparkValue;
  InternetAddressDisplayYN?: SparkValue;
  AuctionYN?: SparkValue;
  HorseYN?: SparkValue;
  AssociationYN?: SparkValue;
  AssociationFee?: SparkValue;
  AssociationName?: SparkValue;
  AssociationFeeIncludes?: SparkValue;
  TaxAnnualAmount?: SparkValue;
  TaxYear?: SparkValue;
  ParcelNumber?: SparkValue;
  LegalDescription?: SparkValue;
  PublicSurveyTownship?: SparkValue;
  PublicSurveyRange?: SparkValue;
  PublicSurveySection?: SparkValue;
  HighSchoolDistrict?: SparkValue;
  ElementarySchool?: SparkValue;
  MiddleOrJuniorSchool?: SparkValue;
  HighSchool?: SparkValue;
  PropertyCondition?: SparkValue;
  /** e.g. "1-5 Years", "16-20 Years", "51+ Years" */
  AgeRange?: SparkValue;
  InternetTypes?: SparkValue;
  Electric?: SparkValue;
  Photos?: SparkPhoto[];
  OpenHouses?: SparkOpenHouse[];
} & {
  /** Feature groups, keyed by the feed field names of FEATURE_GROUP_FIELDS. */
  [featureField: string]: SparkValue | SparkFeatureSet | SparkPhoto[] | SparkOpenHouse[];
};

/** One result of GET /v1/listings as the D envelope carries it. */
export type SparkListingRecord = {
  Id: string;
  ResourceUri: string;
  StandardFields: SparkStandardFields;
};

/** The feed field that carries each feature group of the visitor spec (RESO-style names). */
export const FEATURE_GROUP_FIELDS: Record<FeatureGroup, string> = {
  Interior: 'InteriorFeatures',
  Fireplace: 'FireplaceFeatures',
  Lot: 'LotFeatures',
  Parking: 'ParkingFeatures',
  Laundry: 'LaundryFeatures',
  Window: 'WindowFeatures',
  WaterSource: 'WaterSource',
  Building: 'BuildingFeatures',
  Exterior: 'ExteriorFeatures',
  PatioAndPorch: 'PatioAndPorchFeatures',
  Pool: 'PoolFeatures',
  Spa: 'SpaFeatures',
  Security: 'SecurityFeatures',
  EnergySaving: 'GreenEnergyEfficient',
  Door: 'DoorFeatures',
  Community: 'CommunityFeatures',
  HorseAmenities: 'HorseAmenities',
  Appliances: 'Appliances',
  Flooring: 'Flooring',
  Kitchen: 'KitchenFeatures',
  Cooling: 'Cooling',
  Heating: 'Heating',
  Basement: 'Basement',
  Utilities: 'Utilities',
  Sewer: 'Sewer',
};

/** The value Spark sends for a field the key's role may not display. */
export const SPARK_MASK = '********';

/**
 * The listing statuses of the offline feed (MlsStatus, ARMLS-like words) and their RESO
 * StandardStatus: Active, Pending, Coming Soon, Closed (and a few UCB / CCBS contingent ones).
 */
export const MLS_STATUSES = {
  Active: 'Active',
  UCB: 'Active Under Contract',
  CCBS: 'Active Under Contract',
  Pending: 'Pending',
  'Coming Soon': 'Coming Soon',
  Closed: 'Closed',
} as const;
