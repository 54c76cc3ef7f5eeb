pipeline {
  agent any
  environment {
    CACHE_TTL_SECONDS = '300'
    BREVO_API_KEY = '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'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
