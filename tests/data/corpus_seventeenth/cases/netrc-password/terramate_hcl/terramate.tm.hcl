globals {
  service = "reports"
  netrc = "machine ftp.larkspur.dev login svc_orders password EM2zrXFgeSUoIOk7lUVWFyz"
}
