pipeline {
  agent any
  environment {
    APP_ENV = 'production'
    METRIC_NAME = 'retry_xoxa-policy_config'
    WORKER_CONCURRENCY = '4'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
