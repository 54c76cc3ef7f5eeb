pipeline {
  agent any
  environment {
    RETRY_MAX_ATTEMPTS = '5'
    ROUTE_NAME = 'policy_lin_oauth_latency_metrics'
    HTTP_TIMEOUT = '30'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
