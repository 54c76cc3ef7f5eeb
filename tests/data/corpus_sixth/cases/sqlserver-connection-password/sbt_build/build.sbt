ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.2"
ThisBuild / version      := "1.19.8-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "ingest-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.20",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "CONNECTION_STRING" -> "jdbc:sqlserver://sql01.internal:1433;databaseName=crm_prod;user=ci-bot;password=n_K+ePnQOBiqj8;encrypt=true",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )