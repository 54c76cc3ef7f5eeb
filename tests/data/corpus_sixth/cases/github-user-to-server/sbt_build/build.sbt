ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.4.2"
ThisBuild / version      := "2.30.2-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "webhooks-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.27",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "GITHUB_USER_TOKEN" -> "ghu_IvDNGzmCGIs3VHjHm9Wp9DIbzINUWH3sR5NR",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )