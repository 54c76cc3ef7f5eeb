pipeline {
  agent any
  environment {
    LOG_LEVEL = 'info'
    TOGETHER_API_KEY = 'tgp_v1_FAKEFAKEFAKEFAKE-FAKEFAKEFAKEFAKE_FAKEFAKEF'
    RETRY_MAX_ATTEMPTS = '5'
    FEATURE_BATCHING = 'true'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
