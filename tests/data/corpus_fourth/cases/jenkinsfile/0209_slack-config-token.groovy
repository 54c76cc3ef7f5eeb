pipeline {
  agent any
  environment {
    AWS_REGION = 'eu-west-1'
    SLACK_CONFIG_TOKEN = 'xoxe.xoxp-1-KM1xjsLjdNvEDQ2aw2gDYelUCdu5Bb86GPlQbywB2vBvYVSZ08Unvwi29ohZDwKPY6L73rirx8k5n5qn6ZOxFvGOXcYNdM9NBowIAKZaVzTNHOAFgGjmI94F8VNZMOJUkPgGO3c6QPaBpEgsXo'
    FEATURE_BATCHING = 'true'
    RETRY_MAX_ATTEMPTS = '5'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
