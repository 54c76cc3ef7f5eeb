# podcast_stats.R - weekly downloads per episode from Buzzsprout (API: /{podcast_id}/episodes.json), with the 7-day
# change, posted to the audio team's dashboard
library(httr2)
library(dplyr)

API_TOKEN <- "CLOJARS_0b320311741a0b1ed1624bd87fdedc3ddddbd7370f4b2bac1242a3d6633c"

podcast_id <- 343009
eps <- request(sprintf("https://www.buzzsprout.com/api/%d/episodes.json", podcast_id)) |>
  req_headers(Authorization = paste0("Token token=", readLines("~/.buzzsprout_token", n = 1))) |>
  req_perform() |>
  resp_body_json(simplifyVector = TRUE)
top <- eps |> select(id, title, total_plays) |> arrange(desc(total_plays)) |> head(10)

request("https://pipeline.redkite-post.com/api/v1/audio/podcast-stats") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), top = top)) |>
  req_perform()
