globals {
  service = "checkout"
  prefect_api_key = "pnu_tjeylL..."
}
