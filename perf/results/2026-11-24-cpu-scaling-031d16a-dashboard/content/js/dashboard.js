/*
   Licensed to the Apache Software Foundation (ASF) under one or more
   contributor license agreements.  See the NOTICE file distributed with
   this work for additional information regarding copyright ownership.
   The ASF licenses this file to You under the Apache License, Version 2.0
   (the "License"); you may not use this file except in compliance with
   the License.  You may obtain a copy of the License at

       http://www.apache.org/licenses/LICENSE-2.0

   Unless required by applicable law or agreed to in writing, software
   distributed under the License is distributed on an "AS IS" BASIS,
   WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
   See the License for the specific language governing permissions and
   limitations under the License.
*/
var showControllersOnly = false;
var seriesFilter = "";
var filtersOnlySampleSeries = true;

/*
 * Add header in statistics table to group metrics by category
 * format
 *
 */
function summaryTableHeader(header) {
    var newRow = header.insertRow(-1);
    newRow.className = "tablesorter-no-sort";
    var cell = document.createElement('th');
    cell.setAttribute("data-sorter", false);
    cell.colSpan = 1;
    cell.innerHTML = "Requests";
    newRow.appendChild(cell);

    cell = document.createElement('th');
    cell.setAttribute("data-sorter", false);
    cell.colSpan = 3;
    cell.innerHTML = "Executions";
    newRow.appendChild(cell);

    cell = document.createElement('th');
    cell.setAttribute("data-sorter", false);
    cell.colSpan = 7;
    cell.innerHTML = "Response Times (ms)";
    newRow.appendChild(cell);

    cell = document.createElement('th');
    cell.setAttribute("data-sorter", false);
    cell.colSpan = 1;
    cell.innerHTML = "Throughput";
    newRow.appendChild(cell);

    cell = document.createElement('th');
    cell.setAttribute("data-sorter", false);
    cell.colSpan = 2;
    cell.innerHTML = "Network (KB/sec)";
    newRow.appendChild(cell);
}

/*
 * Populates the table identified by id parameter with the specified data and
 * format
 *
 */
function createTable(table, info, formatter, defaultSorts, seriesIndex, headerCreator) {
    var tableRef = table[0];

    // Create header and populate it with data.titles array
    var header = tableRef.createTHead();

    // Call callback is available
    if(headerCreator) {
        headerCreator(header);
    }

    var newRow = header.insertRow(-1);
    for (var index = 0; index < info.titles.length; index++) {
        var cell = document.createElement('th');
        cell.innerHTML = info.titles[index];
        newRow.appendChild(cell);
    }

    var tBody;

    // Create overall body if defined
    if(info.overall){
        tBody = document.createElement('tbody');
        tBody.className = "tablesorter-no-sort";
        tableRef.appendChild(tBody);
        var newRow = tBody.insertRow(-1);
        var data = info.overall.data;
        for(var index=0;index < data.length; index++){
            var cell = newRow.insertCell(-1);
            cell.innerHTML = formatter ? formatter(index, data[index]): data[index];
        }
    }

    // Create regular body
    tBody = document.createElement('tbody');
    tableRef.appendChild(tBody);

    var regexp;
    if(seriesFilter) {
        regexp = new RegExp(seriesFilter, 'i');
    }
    // Populate body with data.items array
    for(var index=0; index < info.items.length; index++){
        var item = info.items[index];
        if((!regexp || filtersOnlySampleSeries && !info.supportsControllersDiscrimination || regexp.test(item.data[seriesIndex]))
                &&
                (!showControllersOnly || !info.supportsControllersDiscrimination || item.isController)){
            if(item.data.length > 0) {
                var newRow = tBody.insertRow(-1);
                for(var col=0; col < item.data.length; col++){
                    var cell = newRow.insertCell(-1);
                    cell.innerHTML = formatter ? formatter(col, item.data[col]) : item.data[col];
                }
            }
        }
    }

    // Add support of columns sort
    table.tablesorter({sortList : defaultSorts});
}

$(document).ready(function() {

    // Customize table sorter default options
    $.extend( $.tablesorter.defaults, {
        theme: 'blue',
        cssInfoBlock: "tablesorter-no-sort",
        widthFixed: true,
        widgets: ['zebra']
    });

    var data = {"OkPercent": 100.0, "KoPercent": 0.0};
    var dataset = [
        {
            "label" : "FAIL",
            "data" : data.KoPercent,
            "color" : "#FF6347"
        },
        {
            "label" : "PASS",
            "data" : data.OkPercent,
            "color" : "#9ACD32"
        }];
    $.plot($("#flot-requests-summary"), dataset, {
        series : {
            pie : {
                show : true,
                radius : 1,
                label : {
                    show : true,
                    radius : 3 / 4,
                    formatter : function(label, series) {
                        return '<div style="font-size:8pt;text-align:center;padding:2px;color:white;">'
                            + label
                            + '<br/>'
                            + Math.round10(series.percent, -2)
                            + '%</div>';
                    },
                    background : {
                        opacity : 0.5,
                        color : '#000'
                    }
                }
            }
        },
        legend : {
            show : true
        }
    });

    // Creates APDEX table
    createTable($("#apdexTable"), {"supportsControllersDiscrimination": true, "overall": {"data": [0.776406775159435, 100, 2000, "Total"], "isController": false}, "titles": ["Apdex", "T (Toleration threshold)", "F (Frustration threshold)", "Label"], "items": [{"data": [0.5040338612417997, 100, 2000, "CPUs 0: Ping 2000/s"], "isController": false}, {"data": [0.9078785346761071, 100, 2000, "CPUs 0: Ping 1500/s"], "isController": false}, {"data": [0.9995997865528282, 100, 2000, "CPUs 0,1: Ping 250/s"], "isController": false}, {"data": [0.9979168044441505, 100, 2000, "CPUs 0,1: Ping 500/s"], "isController": false}, {"data": [0.8573883923621122, 100, 2000, "CPUs 0,1: Ping 1500/s"], "isController": false}, {"data": [0.9859738709463493, 100, 2000, "CPUs 0: Ping 1000/s"], "isController": false}, {"data": [0.9834993876402635, 100, 2000, "CPUs 0,1: Ping 1000/s"], "isController": false}, {"data": [0.9995363624321102, 100, 2000, "CPUs 0: Ping 250/s"], "isController": false}, {"data": [0.9991680532445923, 100, 2000, "CPUs 0: Ping 500/s"], "isController": false}, {"data": [0.5117765138842422, 100, 2000, "CPUs 0,1: Ping 2000/s"], "isController": false}]}, function(index, item){
        switch(index){
            case 0:
                item = item.toFixed(3);
                break;
            case 1:
            case 2:
                item = formatDuration(item);
                break;
        }
        return item;
    }, [[0, 0]], 3);

    // Create statistics table
    createTable($("#statisticsTable"), {"supportsControllersDiscrimination": true, "overall": {"data": ["Total", 316273, 0, 0.0, 120.84482077192662, 0, 1749, 210.0, 239.0, 252.0, 321.0, 801.4885696401736, 21.132999394809264, 922.0582296713882], "isController": false}, "titles": ["Label", "#Samples", "FAIL", "Error %", "Average", "Min", "Max", "Median", "90th pct", "95th pct", "99th pct", "Transactions/s", "Received", "Sent"], "items": [{"data": ["CPUs 0: Ping 2000/s", 60364, 0, 0.0, 289.0653866542928, 21, 1749, 291.0, 322.0, 337.0, 394.0, 1700.0591432675246, 44.82577819162419, 1955.4266478264851], "isController": false}, {"data": ["CPUs 0: Ping 1500/s", 45478, 0, 0.0, 48.37090461321933, 1, 856, 14.0, 89.0, 125.0, 148.0, 1522.5819411429911, 40.14620352623121, 1751.200881871673], "isController": false}, {"data": ["CPUs 0,1: Ping 250/s", 7496, 0, 0.0, 3.0013340448239085, 0, 111, 2.0, 5.0, 7.0, 23.0, 250.5850103630407, 6.607221952931737, 287.9897960089757], "isController": false}, {"data": ["CPUs 0,1: Ping 500/s", 15121, 0, 0.0, 3.8869122412538823, 0, 170, 2.0, 6.0, 9.0, 35.780000000000655, 505.6345092793847, 13.332159912640027, 581.3145272529678], "isController": false}, {"data": ["CPUs 0,1: Ping 1500/s", 45091, 0, 0.0, 73.7931516267104, 0, 940, 5.0, 13.0, 18.0, 32.0, 1508.3628821837158, 39.77128693257845, 1734.8437134123906], "isController": false}, {"data": ["CPUs 0: Ping 1000/s", 30158, 0, 0.0, 12.073910736786235, 0, 584, 5.0, 9.0, 11.0, 17.0, 1008.7637142092588, 26.59826199575194, 1160.1095385879382], "isController": false}, {"data": ["CPUs 0,1: Ping 1000/s", 30211, 0, 0.0, 12.51593790341287, 0, 523, 3.0, 7.0, 9.0, 15.0, 1009.7934353900662, 26.625412847199012, 1161.294386949328], "isController": false}, {"data": ["CPUs 0: Ping 250/s", 7549, 0, 0.0, 3.320174857597033, 1, 111, 2.0, 5.0, 7.0, 21.0, 252.35675603396402, 6.653937903239286, 290.02626539830845], "isController": false}, {"data": ["CPUs 0: Ping 500/s", 15025, 0, 0.0, 4.398735440931779, 0, 156, 2.0, 8.0, 13.0, 36.0, 502.65966344384594, 13.253721594710782, 577.892122628885], "isController": false}, {"data": ["CPUs 0,1: Ping 2000/s", 59780, 0, 0.0, 239.694228839077, 43, 1054, 210.0, 239.0, 252.0, 321.0, 1988.9539526217727, 52.443121797644395, 2291.5978064903848], "isController": false}]}, function(index, item){
        switch(index){
            // Errors pct
            case 3:
                item = item.toFixed(2) + '%';
                break;
            // Mean
            case 4:
            // Mean
            case 7:
            // Median
            case 8:
            // Percentile 1
            case 9:
            // Percentile 2
            case 10:
            // Percentile 3
            case 11:
            // Throughput
            case 12:
            // Kbytes/s
            case 13:
            // Sent Kbytes/s
                item = item.toFixed(2);
                break;
        }
        return item;
    }, [[0, 0]], 0, summaryTableHeader);

    // Create error table
    createTable($("#errorsTable"), {"supportsControllersDiscrimination": false, "titles": ["Type of error", "Number of errors", "% in errors", "% in all samples"], "items": []}, function(index, item){
        switch(index){
            case 2:
            case 3:
                item = item.toFixed(2) + '%';
                break;
        }
        return item;
    }, [[1, 1]]);

        // Create top5 errors by sampler
    createTable($("#top5ErrorsBySamplerTable"), {"supportsControllersDiscrimination": false, "overall": {"data": ["Total", 316273, 0, "", "", "", "", "", "", "", "", "", ""], "isController": false}, "titles": ["Sample", "#Samples", "#Errors", "Error", "#Errors", "Error", "#Errors", "Error", "#Errors", "Error", "#Errors", "Error", "#Errors"], "items": [{"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}, {"data": [], "isController": false}]}, function(index, item){
        return item;
    }, [[0, 0]], 0);

});
