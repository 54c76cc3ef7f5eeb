pipeline {
  agent any
  environment {
    APP_ENV = 'production'
    AUTH_TOKEN = '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'
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
