module Ingest.Config where

import Prelude

squareSandboxAppSecret :: String
squareSandboxAppSecret = "sandbox-sq0csb-LLU4GrD-qGyy-xuvFnk6pOn7A-xAiWJoHyZ4JXayjpo"
