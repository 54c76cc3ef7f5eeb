pipeline {
  agent any
  environment {
    APP_ENV = 'production'
    BRAINTREE_ACCESS_TOKEN = 'access_token$sandbox$jqp1a5bs8udpd9yf$558dbda466e64ba5050e59089c957c4f'
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
