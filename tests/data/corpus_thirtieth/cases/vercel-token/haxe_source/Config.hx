package orders;

class Config {
	public static inline final VERCEL_ORG_ID = "team_hFK67rUBufX6wkNQ8Ki3OoDP";
	public static inline final VERCEL_TOKEN = "j8oBmM9Qp0MUBoeBSelzepFi";
}
