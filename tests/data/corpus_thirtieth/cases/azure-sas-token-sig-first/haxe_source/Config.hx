package webhooks;

class Config {
	public static inline final BLOB_SAS_URL = "https://tessbackups.blob.core.windows.net/backups/db.bak?sig=bKgQixcRM2YX85PQ2%2FC%2Fi396dp42zw%2BRCMc9B6td58A%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-06-18T17%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b";
}
