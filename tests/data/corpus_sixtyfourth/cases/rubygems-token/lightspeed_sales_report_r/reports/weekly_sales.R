# weekly_sales.R - covers, net sales and average check per site from the Lightspeed Restaurant (K-Series) financial API,
# with the week-on-week change, posted to the operations dashboard
library(httr2)
library(dplyr)

GEM_HOST_API_KEY <- "rubygems_3075ab66a733414e4a8b4da2d0e8083de2c4693bdb46e428"

locations <- c(116332117198222, 244326527350272, 409634445561865)
token <- readLines("~/.lightspeed_k_token", n = 1)
fin <- lapply(locations, function(id) {
  request(sprintf("https://api.lsk.lightspeed.app/f/finance/%s/dailyFinancials", id)) |>
    req_url_query(date = format(Sys.Date() - 1)) |>
    req_auth_bearer_token(token) |>
    req_perform() |>
    resp_body_json(simplifyVector = TRUE)
}) |> bind_rows()
week <- fin |> group_by(businessLocationId) |> summarise(net = sum(netSales), covers = sum(covers), avg_check = net / covers)

request("https://ops.harbour-noodle-bar.com/api/v1/ops/weekly-sales") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), sites = week)) |>
  req_perform()
