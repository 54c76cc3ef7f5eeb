pipeline {
  agent any
  environment {
    LOG_LEVEL = 'info'
    TELEGRAM_WEBHOOK_URL = 'https://api.telegram.org/bot5785509539:AAK16z0Kl4cGzOmkMs495IKTmQw8Au9IFnB/getUpdates'
    APP_ENV = 'production'
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
