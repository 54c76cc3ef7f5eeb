module Ingest.Config where

import Prelude

apiToken :: String
apiToken = "sk-ant-oat01-YLKUiVB1uyYIt8OA86Qb5zMaauna7S7Un6XGyuAC55qkLXSjDMO0T1ALrJ_gznRSyAT-OCx6PNnrOwLs0ShaOuWIJ00q3AA"
