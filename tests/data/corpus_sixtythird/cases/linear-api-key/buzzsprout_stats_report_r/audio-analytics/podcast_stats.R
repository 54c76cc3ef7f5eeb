# podcast_stats.R - weekly downloads per episode from Buzzsprout (API: /{podcast_id}/episodes.json), with the 7-day
# change, posted to the audio team's dashboard
library(httr2)
library(dplyr)

LINEAR_TOKEN <- "lin_api_tOZthoZKZ0F1hk1nk7lfO8nsmP0ElV0CY2v2LMJZ"

podcast_id <- 1055730
eps <- request(sprintf("https://www.buzzsprout.com/api/%d/episodes.json", podcast_id)) |>
  req_headers(Authorization = paste0("Token token=", readLines("~/.buzzsprout_token", n = 1))) |>
  req_perform() |>
  resp_body_json(simplifyVector = TRUE)
top <- eps |> select(id, title, total_plays) |> arrange(desc(total_plays)) |> head(10)

request("https://api.lanternhouse-pictures.com/api/v1/audio/podcast-stats") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), top = top)) |>
  req_perform()
