package notifier;

class Config {
	public static function main() {
		Sys.putEnv("DROPBOX_APP_KEY", "ku0h6jkoy9aa8aw");
		Sys.command("./notifier-sync");
	}
}
