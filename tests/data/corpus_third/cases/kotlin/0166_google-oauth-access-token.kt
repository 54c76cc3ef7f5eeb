package com.example.mobile

object BuildSecrets {
    const val APP_ENV = "production"
    const val LOG_LEVEL = "info"
    const val GOOGLE_ACCESS_TOKEN = "ya29.a0GWKXdZoP8Obt7_TraiTPlDSjEnnvpCYw6KauD6zpZKLmELR1r2SbWwQUO4sa1W1xpoi9JoQNPr93UBGjFkzvADpofBaqLaIPtt5MvDO_l2g5VTO3XFs9w_v7WaJthhMk3S7t2RNSlwSY4MWinObuqH"
    const val SERVICE_NAME = "orders-api"
}
