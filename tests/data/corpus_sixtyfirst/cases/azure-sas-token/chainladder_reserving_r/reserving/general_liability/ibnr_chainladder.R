# ibnr_chainladder.R - quarterly IBNR for General Liability: paid and incurred triangles from the claims warehouse,
# Mack chain ladder with a tail factor, results posted to the reserving committee's dashboard
library(ChainLadder)
library(DBI)
library(httr2)

EXPORT_URL <- "https://tessbackups.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-11-02T11:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=RUo%2Foy5rZ3LFeD5g8BqojmLAdmw%2Ff8otDRCfToXXaqM%3D"

con <- dbConnect(odbc::odbc(), dsn = "claims_dw")
tri <- dbGetQuery(con, "SELECT accident_year, dev_months, paid_cum FROM reserving.paid_triangle WHERE lob = 'General Liability'")
paid <- as.triangle(tri, origin = "accident_year", dev = "dev_months", value = "paid_cum")
mack <- MackChainLadder(paid, est.sigma = "Mack", tail = TRUE)
ibnr <- summary(mack)$Totals["IBNR:", 1]

request("https://services.harrowgate-mutual.com/api/v1/reserving/ibnr") |>
  req_body_json(list(lob = "General Liability", valuation = format(Sys.Date(), "%Y-%m-%d"), ibnr = ibnr, cv = summary(mack)$Totals["CV(IBNR):", 1])) |>
  req_perform()
