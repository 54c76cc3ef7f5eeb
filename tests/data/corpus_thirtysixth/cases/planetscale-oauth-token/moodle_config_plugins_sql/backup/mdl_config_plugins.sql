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
1763	moodlecourse	format	weeks
1764	moodlecourse	maxsections	52
1765	tool_objectfs	version	2024082048
1766	tool_objectfs	enabled	1
1767	tool_objectfs	pscale_oauth	pscale_oauth_Di6krET[...]
1768	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
