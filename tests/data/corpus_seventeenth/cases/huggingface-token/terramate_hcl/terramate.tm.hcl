globals {
  service = "ingest"
  hf_api_token = "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"
}
