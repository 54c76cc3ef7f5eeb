module Api exposing (headers)

import Http


headers : List Http.Header
headers =
    [ Http.header "Authorization" "SSWS 008VuQo66YdPb-e_6BSwD9a8MCtPowLgTLWt7vO7Rq"
    ]
