pipeline {
  agent any
  environment {
    AWS_REGION = 'eu-west-1'
    JFROG_ACCESS_TOKEN = 'cmVmdGtuOjAxOjY4MTA0OTQ4NDI6QXdLM1NoT01ZT3FsMEZHYzB2Zjh6RWZpQ1Nv'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
