package notifier;

class Config {
	public static function main() {
		Sys.putEnv("BITBUCKET_USERNAME", "backup");
		Sys.putEnv("API_KEY", "ATBBneuqT7HSr63MPn2WwkHwTaxU432E1853");
		Sys.command("./notifier-sync");
	}
}
