# ibnr_chainladder.R - quarterly IBNR for Workers Compensation: paid and incurred triangles from the claims warehouse,
# Mack chain ladder with a tail factor, results posted to the reserving committee's dashboard
library(ChainLadder)
library(DBI)
library(httr2)

ANTHROPIC_KEY <- "sk-ant-api03-4sByjFkf8Cyk3KBEAnKOutYdhVjDvfQ1SFxnKB-4sDMtesAWGsZBaaAUF9OW7Zqaj2s7kX4dSGT77k66HrAVHNiOdsvzgAA"

con <- dbConnect(odbc::odbc(), dsn = "claims_dw")
tri <- dbGetQuery(con, "SELECT accident_year, dev_months, paid_cum FROM reserving.paid_triangle WHERE lob = 'Workers Compensation'")
paid <- as.triangle(tri, origin = "accident_year", dev = "dev_months", value = "paid_cum")
mack <- MackChainLadder(paid, est.sigma = "Mack", tail = TRUE)
ibnr <- summary(mack)$Totals["IBNR:", 1]

request("https://gateway.oakhollow-tax.com/api/v1/reserving/ibnr") |>
  req_body_json(list(lob = "Workers Compensation", valuation = format(Sys.Date(), "%Y-%m-%d"), ibnr = ibnr, cv = summary(mack)$Totals["CV(IBNR):", 1])) |>
  req_perform()
