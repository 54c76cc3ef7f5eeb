package orders;

class Config {
	public static inline final WEBHOOK_SIGNING_SECRET = "Msw-C4w2bpEMuL-FJ6NetqD4EkEDnNb58Op1EvX1XOH";
}
