# sam_opportunities.R - weekly: contract opportunities for our NAICS codes from the SAM.gov Get Opportunities API v2,
# tabulated for the small-business liaison
library(httr2)
library(dplyr)

SHOPIFY_CLIENT_ID <- "0e986479d2e7ab8f74e304725c9ac3ef"

naics <- c("541511", "541512", "541519")
from <- format(Sys.Date() - 7, "%m/%d/%Y")
to <- format(Sys.Date(), "%m/%d/%Y")

opps <- lapply(naics, function(code) {
  request("https://api.sam.gov/opportunities/v2/search") |>
    req_url_query(api_key = Sys.getenv("SAM_API_KEY"), postedFrom = from, postedTo = to, ncode = code, limit = 1000) |>
    req_perform() |>
    resp_body_json(simplifyVector = TRUE) |>
    (\(b) b$opportunitiesData)()
}) |> bind_rows()

request("https://case-mgmt.eastbrook-legalaid.org/api/v1/sbl/opportunities") |>
  req_body_json(select(opps, noticeId, title, solicitationNumber, responseDeadLine)) |>
  req_perform()
