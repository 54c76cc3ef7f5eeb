--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
2981	moodlecourse	format	weeks
2982	moodlecourse	maxsections	52
2983	tool_objectfs	version	2024034350
2984	tool_objectfs	enabled	1
2985	tool_objectfs	slack_hook	https://hooks.slack.com/services/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
2986	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
