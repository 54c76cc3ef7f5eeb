ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.4.3"
ThisBuild / version      := "0.18.13-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "webhooks-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.27",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "OCTO_API_KEY" -> "API-HAA8BRGU9G8JOSH3VYDQ0R0KK6",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
