-- Trigram indexes serve the address "contains" search (listings_address_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
