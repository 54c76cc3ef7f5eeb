android {
    namespace = "com.soylent.reports"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
        buildConfigField("String", "AWS_REGION", "\"eu-west-1\"")
        buildConfigField("String", "FCM_SERVER_KEY", "\"AAAAInmVexG:APA91b8jIxocFBbCZJguQ1D4ib7rmf3SQO6z5r8u0K4nzSue4stnoitKECVtCQirIc3sdGNup0O7dF0MB9KwqBNWYYqDY773Z2-isnPhwnDznif3Tib6mq95BfiL7Hx2qIxiIP2OUkdk\"")
    }
    buildFeatures { buildConfig = true }
}
