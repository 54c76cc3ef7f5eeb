script "deploy" {
  description = "Apply reports and record the change"
  job {
    commands = [
      ["terraform", "apply", "-auto-approve"],
      ["curl", "-fsS", "-H", "xi-api-key: 7bd05685bc34a5c4465b91f7ec06f601", "https://changes.tidewater.com/v1/applies"],
    ]
  }
}