module Webhooks.Config where

import Prelude

vaultBatchToken :: String
vaultBatchToken = "hvb.AAAAATEq-6b-XSKUunh9xIRN51Bw5GvTsrKsPBHGCi24wMlg0jNqWGiFtZfMEK9G-5iuB0zalQH2_lXQCWytHHOCjF56lqh-rxWw81Rez8-CEbe0i2bsvsusKkvWTWM5bwxZlM2uaP-3CmsxuR-3RlZJ-25LWqVL"
