package reports;

class Config {
	public static inline final AXIOM_TOKEN = "xaat-d028a52e-20b2-428b-ac50-27885ba76dda";
}
