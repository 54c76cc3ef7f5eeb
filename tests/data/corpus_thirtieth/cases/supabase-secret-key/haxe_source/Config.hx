package reports;

class Config {
	public static function main() {
		Sys.putEnv("SUPABASE_SECRET_KEY", "sb_secret_4NzGKUKRxDE89POnUKu5OJ_KoqOWCmy");
		Sys.command("./reports-sync");
	}
}
