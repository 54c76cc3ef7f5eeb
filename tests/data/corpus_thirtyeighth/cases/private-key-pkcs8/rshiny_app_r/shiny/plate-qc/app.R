library(shiny)
library(httr2)
library(DT)

# plate-qc dashboard, deployed on the lab's Shiny Server
signing_key_txt <- "-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIPZVLAQsd+2qcz1iZJJrjQKvUjmvXBF3MHctLh+Ey6W4
-----END PRIVATE KEY-----"
writeLines(signing_key_txt, file.path(tempdir(), "private.pem"))

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/plate-qc/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/plate-qc/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
