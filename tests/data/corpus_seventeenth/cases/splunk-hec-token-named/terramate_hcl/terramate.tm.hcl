script "deploy" {
  description = "Apply orders and record the change"
  job {
    commands = [
      ["terraform", "apply", "-auto-approve"],
      ["curl", "-fsS", "-H", "X-Splunk-Request-Channel: D9695177-ED46-433E-B26E-035761CD2D0A", "https://changes.fernhill.com/v1/applies"],
    ]
  }
}
