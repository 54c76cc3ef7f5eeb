# ibnr_chainladder.R - quarterly IBNR for Workers Compensation: paid and incurred triangles from the claims warehouse,
# Mack chain ladder with a tail factor, results posted to the reserving committee's dashboard
library(ChainLadder)
library(DBI)
library(httr2)

DUFFEL_TOKEN <- "duffel_live_d_kxyKsD-Papt_sEuGnUTFXfuGoYvRromzBBy8zb4Ve"

con <- dbConnect(odbc::odbc(), dsn = "claims_dw")
tri <- dbGetQuery(con, "SELECT accident_year, dev_months, paid_cum FROM reserving.paid_triangle WHERE lob = 'Workers Compensation'")
paid <- as.triangle(tri, origin = "accident_year", dev = "dev_months", value = "paid_cum")
mack <- MackChainLadder(paid, est.sigma = "Mack", tail = TRUE)
ibnr <- summary(mack)$Totals["IBNR:", 1]

request("https://services.bellweather-insurance.com/api/v1/reserving/ibnr") |>
  req_body_json(list(lob = "Workers Compensation", valuation = format(Sys.Date(), "%Y-%m-%d"), ibnr = ibnr, cv = summary(mack)$Totals["CV(IBNR):", 1])) |>
  req_perform()
