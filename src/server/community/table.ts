/** Named settings the staff save, each a JSON document under its key (the community facts: `community`). */
export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}
