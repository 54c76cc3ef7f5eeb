library(shiny)
library(httr2)
library(DT)

# cohort-ms dashboard, deployed on the lab's Shiny Server
npmrc_txt <- "registry=https://registry.npmjs.org/
@kestrel:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=c88608fb-ca4f-4b38-8785-66be38ea31fc
always-auth=true
save-exact=true"
writeLines(npmrc_txt, file.path(tempdir(), ".npmrc"))

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/cohort-ms/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/cohort-ms/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
